# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(18)
N=44
s=set()
# a hollow-ish blob: sphere shell with noise
c=N/2
for x in range(1,N):
  for y in range(1,N):
    for z in range(1,N):
      d=((x-c)**2+(y-c)**2+(z-c)**2)**0.5
      if 14<d<17 and random.random()<0.92: s.add((x,y,z))
      elif d<=14 and random.random()<0.03: s.add((x,y,z))
l=sorted(s); random.shuffle(l)
print('\n'.join('%d,%d,%d'%p for p in l))
