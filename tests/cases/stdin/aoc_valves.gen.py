# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(16)
names=['AA']
while len(names)<58:
  s=chr(65+random.randint(0,25))+chr(65+random.randint(0,25))
  if s not in names: names.append(s)
n=len(names)
adj={i:set() for i in range(n)}
for i in range(1,n):
  j=random.randint(max(0,i-6),i-1); adj[i].add(j); adj[j].add(i)
for _ in range(12):
  a,b=random.sample(range(n),2); adj[a].add(b); adj[b].add(a)
useful=set(random.sample(range(1,n),15))
lines=[]
for i in range(n):
  r=random.randint(3,25) if i in useful else 0
  t=sorted(names[j] for j in adj[i])
  if len(t)==1: lines.append(f"Valve {names[i]} has flow rate={r}; tunnel leads to valve {t[0]}")
  else: lines.append(f"Valve {names[i]} has flow rate={r}; tunnels lead to valves {', '.join(t)}")
print('\n'.join(lines))
