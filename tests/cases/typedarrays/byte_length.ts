console.log(new Float64Array(2).byteLength, new Int32Array(3).byteLength, new Uint8Array(5).byteLength, new Uint16Array(4).byteLength, new Float32Array(2).byteLength, new Int8Array(7).byteLength, new Uint32Array(1).byteLength, new Int16Array(3).byteLength, new Uint8ClampedArray(2).byteLength);
console.log(Buffer.from("héllo").byteLength);
