# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(15)
print('\n'.join(''.join(str(random.randint(1,9)) for _ in range(100)) for _ in range(100)))
