# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random, string
random.seed(19)
names=set()
def nm():
  while True:
    s=''.join(random.choice(string.ascii_lowercase) for _ in range(random.randint(2,3)))
    if s not in names and s!='in': names.add(s); return s
# tree of workflows, depth limited
flows={}
def build(name, depth):
  rules=[]
  for _ in range(random.randint(1,3)):
    c=random.choice('xmas'); op=random.choice('<>'); v=random.randint(100,3900)
    if depth<7 and random.random()<0.6: t=nm(); build(t,depth+1)
    else: t=random.choice('AR')
    rules.append(f"{c}{op}{v}:{t}")
  if depth<7 and random.random()<0.5: t=nm(); build(t,depth+1)
  else: t=random.choice('AR')
  rules.append(t)
  flows[name]=rules
build('in',0)
lines=[f"{k}{{{','.join(v)}}}" for k,v in flows.items()]
random.shuffle(lines)
parts=[]
for _ in range(3000):
  parts.append("{x=%d,m=%d,a=%d,s=%d}"%tuple(random.randint(1,4000) for _ in range(4)))
print('\n'.join(lines)+'\n\n'+'\n'.join(parts))
