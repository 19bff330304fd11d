# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(16)
def lit(v):
  bits=bin(v)[2:]
  while len(bits)%4: bits='0'+bits
  groups=[bits[i:i+4] for i in range(0,len(bits),4)]
  return ''.join(('1' if i<len(groups)-1 else '0')+g for i,g in enumerate(groups))
def gen(d):
  ver=random.randint(0,7)
  if d>=4 or random.random()<0.3:
    return format(ver,'03b')+'100'+lit(random.randint(0, 10**random.randint(1,12)))
  t=random.choice([0,1,1,2,3,5,6,7])
  if t>=5: kids=[gen(d+1),gen(d+1)]
  else: kids=[gen(d+1) for _ in range(random.randint(1,4))]
  body=''.join(kids)
  if random.random()<0.5:
    return format(ver,'03b')+format(t,'03b')+'0'+format(len(body),'015b')+body
  return format(ver,'03b')+format(t,'03b')+'1'+format(len(kids),'011b')+body
out=[]; size=0
while size<180000:
  b=gen(0)
  while len(b)%4: b+='0'
  h=''.join('%X'%int(b[i:i+4],2) for i in range(0,len(b),4))
  out.append(h); size+=len(h)+1
print('\n'.join(out))
