// Rejection handlers with an annotated reason parameter (tsc types the reason
// as any), and handlers of a Promise<never>.
class AppError extends Error {
  constructor(message: string, public code: number) {
    super(message);
  }
}
Promise.reject(new AppError("bad", 7)).catch((err: AppError) => console.log("typed catch", err.message, err.code));
Promise.reject(new Error("plain")).then(
  (v: number) => v,
  (e: Error) => console.log("typed second arg", e.message),
);
