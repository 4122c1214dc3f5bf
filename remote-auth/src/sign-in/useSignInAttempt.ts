import { useCallback, useEffect, useRef, useState } from 'react';
import { problemOf, type SignInProblem, type SignInStep } from './problems';

export interface SignInAttempt {
  busy: boolean;
  problem: SignInProblem | null;
  /** Changes with every new problem, so that an alert shown again (a second wrong code) is announced again. */
  problemKey: number;
  /** A rate limit said how long to wait, and that time has not passed: the step may not be sent again yet. */
  waiting: boolean;
  report: (problem: SignInProblem | null) => void;
  /** Runs one request of the step; its failure becomes the problem, its result is returned. */
  run: <T>(step: SignInStep, request: () => Promise<T>) => Promise<{ ok: true; value: T } | { ok: false }>;
}

/** The state of one sign-in step's requests: busy, the problem met, and a rate limit's wait. */
export function useSignInAttempt(): SignInAttempt {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [problemKey, setProblemKey] = useState(0);
  const running = useRef(false);
  const until = problem?.kind === 'rateLimited' ? problem.until : null;

  // The wait is over when the server said it would be: the refusal goes, and the step can be sent again.
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setTimeout(
      () => {
        setProblem(null);
      },
      Math.max(0, until - Date.now()),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [until]);

  const report = useCallback((next: SignInProblem | null) => {
    setProblem(next);
    if (next !== null) setProblemKey((key) => key + 1);
  }, []);

  const run = useCallback(
    async <T>(step: SignInStep, request: () => Promise<T>) => {
      if (running.current) return { ok: false as const };
      running.current = true;
      setBusy(true);
      report(null);
      try {
        return { ok: true as const, value: await request() };
      } catch (error) {
        report(problemOf(error, step));
        return { ok: false as const };
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [report],
  );

  return { busy, problem, problemKey, waiting: until !== null, report, run };
}
