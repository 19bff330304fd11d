# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(1)
N=160
print('\n'.join(''.join(random.choices('.O#',weights=[70,20,4])[0] for _ in range(N)) for _ in range(N)))
