import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `chunk` at first, then `chunk` more after each
 * yield to the browser until all are there. A long list then mounts as a series of short
 * tasks instead of one that holds up input and paint (hundreds of parts on a slow phone).
 */
export function useChunkedCount(total: number, chunk: number): number {
  const [count, setCount] = useState(chunk);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => current + chunk), 0);
    return () => clearTimeout(timer);
  }, [count, total, chunk]);
  return Math.min(count, total);
}
