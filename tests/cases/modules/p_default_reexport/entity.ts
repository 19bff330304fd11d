export class Entity { id = 7 }
export class Other { id = 8 }
export default Entity;
