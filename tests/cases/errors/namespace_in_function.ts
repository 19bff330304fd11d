function setup(): void {
  namespace Inner { // expect error: A namespace declaration is only allowed at the top level of a namespace or module.
    export const x = 1;
  }
}
setup();
