function labelled(prefix: string) {
  return class { // expect error: unsupported: class '(Anonymous class)' used as a value while its methods use the variables of its function
    say(): string {
      return prefix + "!";
    }
  };
}
const K = labelled("hi");
console.log(new K().say());
