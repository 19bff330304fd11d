# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(17)
print(''.join(random.choice('<>') for _ in range(40000)))
