// A numeric index signature does not take string keys.
const byId: { [id: number]: string } = {};
byId[1] = "one";
console.log(byId["one"]); // expect error: Element implicitly has an 'any' type because index expression is not of type 'number'.
