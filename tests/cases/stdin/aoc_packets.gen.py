# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random, json
random.seed(13)
def gen(d):
  if d>4 or (d>0 and random.random()<0.3): return random.randint(0,10)
  return [gen(d+1) for _ in range(random.randint(0,5))]
out=[]
size=0
while size<190000:
  a=gen(0); b=gen(0)
  if random.random()<0.4: b=json.loads(json.dumps(a)); 
  s=json.dumps(a,separators=(',',':'))+'\n'+json.dumps(b,separators=(',',':'))
  size+=len(s)+2
  out.append(s)
print('\n\n'.join(out))
