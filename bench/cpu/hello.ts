console.log("Hello, world!");
