import { Base } from "./base";
export default class Leaf extends Base { readonly name = "leaf"; }
