// A break inside a nested function cannot target the enclosing loop.
for (let i = 0; i < 3; i++) {
  const stop = (): void => {
    break; // expect error: Jump target cannot cross function boundary.
  };
  stop();
}
