# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(6)
acts=['turn on','turn off','toggle']
out=[]
for _ in range(1500):
  x0=random.randint(0,990); y0=random.randint(0,990)
  x1=random.randint(x0,min(999,x0+random.randint(5,700))); y1=random.randint(y0,min(999,y0+random.randint(5,700)))
  out.append('%s %d,%d through %d,%d'%(random.choice(acts),x0,y0,x1,y1))
print('\n'.join(out))
