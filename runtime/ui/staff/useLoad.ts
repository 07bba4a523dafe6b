import { useCallback, useEffect, useState } from 'react';
import { ApiCallError } from '../account/api';
import { failureText } from './api';

export type Load<T> = { status: 'loading' } | { status: 'error'; httpStatus: number; message: string } | { status: 'ready'; data: T };

export const failedLoad = (error: unknown): Load<never> => ({
  status: 'error',
  httpStatus: error instanceof ApiCallError ? error.status : 0,
  message: failureText(error),
});

/**
 * What `load(key)` answers: loading for each new key, asked again (the answer shown meanwhile) when `reload` is
 * called; `replace` puts in an answer the page already has (the lead a change returned). An answer to an earlier
 * key that arrives late is dropped. `load` should be a function made once (a module's), or it is asked on every render.
 */
export function useLoad<K, T>(key: K, load: (key: K) => Promise<T>): { state: Load<T>; replace: (data: T) => void; reload: () => void } {
  const [answer, setAnswer] = useState<{ key: K; state: Load<T> }>({ key, state: { status: 'loading' } });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load(key).then(
      (data) => live && setAnswer({ key, state: { status: 'ready', data } }),
      (error: unknown) => live && setAnswer({ key, state: failedLoad(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, load, round]);
  const replace = useCallback((data: T) => setAnswer((current) => ({ key: current.key, state: { status: 'ready', data } })), []);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state: answer.key === key ? answer.state : { status: 'loading' }, replace, reload };
}
