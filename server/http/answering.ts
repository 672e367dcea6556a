// How many requests the process is answering right now: background work reads it to stay out of
// the shoppers' way (the outbox sender, decision 118). A request counts from the first middleware
// until its handler has produced the response; a stream it then sends (the live events) no
// longer counts, so an open page never holds the background work back.
import type { MiddlewareHandler } from "hono";

export function countAnswering(state: { answering: number }): MiddlewareHandler {
  return async (_c, next) => {
    state.answering++;
    try {
      await next();
    } finally {
      state.answering--;
    }
  };
}
