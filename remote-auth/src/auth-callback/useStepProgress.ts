import { useEffect, useState } from 'react';

/** Spec 000 §9: the login progress animation steps every 500 ms (LOG-21). */
export const PROGRESS_STEP_MS = 500;
const STEP = 10;
/** It never reaches the end by itself: only the finished login may say it is done. */
const CEILING = 90;

/** A progress value that advances one step every 500 ms while `running`. */
export function useStepProgress(running: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setValue((current) => Math.min(current + STEP, CEILING));
    }, PROGRESS_STEP_MS);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return value;
}
