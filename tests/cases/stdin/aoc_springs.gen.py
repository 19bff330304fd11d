# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(2023)
out=[]
for _ in range(4000):
  groups=[random.randint(1,4) for _ in range(random.randint(2,5))]
  s=''
  for g in groups:
    s+='.'*random.randint(1,3)+'#'*g
  s+='.'*random.randint(0,3)
  s=''.join(c if random.random()<0.45 else '?' for c in s)
  out.append(s+' '+','.join(map(str,groups)))
print('\n'.join(out))
