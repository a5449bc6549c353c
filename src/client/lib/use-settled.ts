import { useEffect, useState } from 'react';

/** What someone types in a search box, settled for a moment before it is sent. */
export function useSettled(value: string, delayMs = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
