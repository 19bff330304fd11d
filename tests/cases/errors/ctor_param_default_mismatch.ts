class Client {
  constructor(private retries = 3) {}
  get(): number { return this.retries; }
}
new Client("five"); // expect error: is not assignable to parameter of type 'number
