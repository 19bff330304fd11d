// Promise.all of an array literal of different promise types is a promise of their tuple: const [user, posts] = await Promise.all([...]).
interface User { id: number; name: string }
interface Post { title: string; likes: number }

const delay = <T>(ms: number, v: T) => new Promise<T>((r) => setTimeout(() => r(v), ms));
const getUser = (id: number): Promise<User> => delay(5, { id, name: `user${id}` });
const getPosts = async (id: number): Promise<Post[]> => [{ title: `hello from ${id}`, likes: 3 }, { title: 'again', likes: 1 }];
const getCount = (): Promise<number> => delay(1, 42);
async function logLater(msg: string): Promise<void> {
  await delay(2, 0);
  console.log('logged', msg);
}

async function main(): Promise<void> {
  const [user, posts, count] = await Promise.all([getUser(7), getPosts(7), getCount()]);
  console.log(user.name.toUpperCase(), posts.map((p) => p.likes * 2), count + 1);
  const [nothing, flag, text] = await Promise.all([logLater('a'), true, Promise.resolve('plain')]);
  console.log(nothing, !flag, text.length);
  const both = await Promise.all([getCount(), getCount()]);
  console.log(both.reduce((a, b) => a + b, 0));
  Promise.all([getUser(1), delay(1, [1, 2, 3])]).then(([u, xs]) => console.log(u.id, xs.length));
  try {
    const [a, b] = await Promise.all([getCount(), Promise.reject<string>(new Error('nope'))]);
    console.log('unreachable', a, b);
  } catch (e) {
    console.log('rejected:', (e as Error).message);
  }
  const res = await Promise.all([getUser(2), getPosts(2)]);
  console.log(res[0].name, res[1][0].title, res.length);
}
main();
