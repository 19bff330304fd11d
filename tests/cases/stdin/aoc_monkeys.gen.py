# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(11)
primes=[2,3,5,7,11,13,17,19,23]
n=8
out=[]
for i in range(n):
  items=[random.randint(50,99) for _ in range(random.randint(2,7))]
  r=random.random()
  op = 'old * old' if i==3 else ('old * %d'%random.randint(2,19) if r<0.3 else 'old + %d'%random.randint(1,8))
  t=random.choice([j for j in range(n) if j!=i]); f=random.choice([j for j in range(n) if j not in (i,t)])
  out.append(f"""Monkey {i}:
  Starting items: {', '.join(map(str,items))}
  Operation: new = {op}
  Test: divisible by {primes[i]}
    If true: throw to monkey {t}
    If false: throw to monkey {f}""")
print('\n\n'.join(out))
