import { useState, type ImgHTMLAttributes } from 'react';

/** An image from content that quietly steps aside if it cannot be loaded (the design stands without it). */
export function ContentImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  if (failed || !props.src) return null;
  return <img {...props} onError={() => setFailed(true)} />;
}
