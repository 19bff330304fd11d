const q = new URLSearchParams("?page=2&sort=name&tag=a&tag=b+c&e=%C3%A9&x=#1");
console.log(q.get("page"), q.get("sort"), q.getAll("tag"), q.has("e"), q.get("e"), q.get("missing"), q.get("x"));
const path = "/api/users?page=3&limit=10";
const params = new URLSearchParams(path.split("?")[1]);
console.log(Number(params.get("page")) * Number(params.get("limit") ?? "20"), new URLSearchParams().has("a"));
