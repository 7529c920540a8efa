import { timings } from '@here-and-there/contracts';
import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delay` ms (SPEC §9: searches wait 400 ms). */
export function useDebounced<Value>(value: Value, delay: number = timings.searchDebounceMs): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
