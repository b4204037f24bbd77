import { options } from 'preact'

/**
 * The builds render with Preact (vite.config.ts), and Chakra's components (zag's state machines)
 * are written for React's timing: React runs effects in a task of their own right after a render
 * is committed; Preact waits for the next frame. Zag moves focus, and starts listening for Escape,
 * once the part it needs has been rendered by a chain of effects: with Preact's delay that came a
 * few frames too late, and a confirmation dialog opened from the keyboard left focus behind it
 * (e2e/account-journey.spec.ts). This makes Preact run effects as React does. It also splits the
 * work after a render into shorter tasks. Under React (the dev server, Vitest) it changes nothing:
 * that `preact` is not the one rendering.
 */
export function runEffectsAsReactDoes() {
  const channel = new MessageChannel()
  let queued: (() => void)[] = []
  channel.port1.onmessage = () => {
    const callbacks = queued
    queued = []
    for (const callback of callbacks) callback()
  }
  options.requestAnimationFrame = (callback) => {
    if (queued.push(callback) === 1) channel.port2.postMessage(null)
  }
}
