// A realistic nested value: configuration of objects, arrays and class instances.
class Endpoint {
  constructor(public path: string, public methods: string[], public auth: boolean) {}
}
class Service {
  endpoints: Endpoint[] = [];
  constructor(public name: string, public port: number) {}
}
const api = new Service("api", 8080);
api.endpoints.push(new Endpoint("/users", ["GET", "POST"], true));
api.endpoints.push(new Endpoint("/health", ["GET"], false));
const web = new Service("web", 80);
const config = {
  version: 3,
  services: [api, web],
  limits: { rps: 100, burst: 20, perUser: { rps: 5, daily: 10000 } },
  flags: [true, false],
  owners: ["ops", "platform"],
};
console.log(config);
console.log(config.services);
console.log(api);
console.log(config.limits);
web.endpoints.push(new Endpoint("/", ["GET"], false));
console.log(web);
console.log({ only: { services: [web] } });
