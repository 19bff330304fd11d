# Generates aoc_NAME.in (python3 aoc_NAME.gen.py > aoc_NAME.in): a deterministic puzzle input.
import random
random.seed(9)
print('\n'.join(random.choice('UDLR')+' '+str(random.randint(1,40)) for _ in range(20000)))
