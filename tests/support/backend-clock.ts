import type { CommerceContext } from "../../commerce/api/context";

/** Runs `work` with the backend's clock at `instant`, then puts the clock back, whatever `work` does. */
export async function atInstant<T>(context: CommerceContext, instant: Date | string, work: () => Promise<T>): Promise<T> {
  const now = context.now;
  context.now = () => new Date(instant);
  try {
    return await work();
  } finally {
    context.now = now;
  }
}
