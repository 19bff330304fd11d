// An async function's declared return type must be a Promise.
async function count(): number { // expect error: The return type of an async function or method must be the global Promise<T> type. Did you mean to write 'Promise<number>'?
  return 1;
}
count();
