import { useEffect, useState } from 'react';
import { durationText } from './recall-time';

/** The time since `since`, counting up each second while the screen is open. */
export function Elapsed({ since }: { since: string }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <time dateTime={since}>{durationText(now - Date.parse(since))}</time>;
}
