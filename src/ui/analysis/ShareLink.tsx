// "Copy share link": the position as an address with "#p1.…", in the share box (share/ShareBox.tsx).
import type { ReactNode } from 'react';
import type { Position } from '../../engine/index.ts';
import { ShareBox } from '../share/ShareBox.tsx';
import { shareUrl } from './address.ts';
import './analysis.css';

interface ShareLinkProps {
  /** The position to share, read when the button is pressed. */
  readonly position: () => Position | null;
  readonly label?: string;
  /** Shown in the popover beside Close (the toolbar offers the analysis board there). */
  readonly extra?: ReactNode;
  /** Where the popover opens: below the button (a panel at the top) or above it (the toolbar at the bottom). */
  readonly opens?: 'down' | 'up';
}

export function ShareLink({ position, label = 'Copy share link', extra, opens = 'down' }: ShareLinkProps) {
  const url = () => {
    const shown = position();
    return shown ? shareUrl(shown) : null;
  };
  return <ShareBox url={url} label={label} what="position" extra={extra} opens={opens} />;
}
