import { options } from 'preact'

/**
 * Input that React handles as discrete: the effects of what it renders run before the browser can
 * paint or run an animation frame.
 */
const DISCRETE_EVENTS = new Set([
  'click',
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'input',
  'change',
  'submit',
  'focusin',
  'focusout',
])

/**
 * The builds render with Preact (vite.config.ts), and Chakra's components (zag's state machines)
 * are written for React's timing: React runs effects in a task of their own right after a render
 * is committed, and runs those of a render caused by a click or a key press before the browser can
 * paint; Preact waits for the next frame. Zag moves focus, and starts listening for Escape, once
 * the part it needs has been rendered by a chain of effects, and looks for that part in the next
 * animation frame: with Preact's delay a confirmation dialog opened from the keyboard left focus
 * behind it (e2e/account-journey.spec.ts, which delays these tasks as a slow phone does). This
 * makes Preact run effects as React does. It also splits the work after a page's render into
 * shorter tasks. Under React (the dev server, Vitest) it changes nothing: that `preact` is not the
 * one rendering.
 */
export function runEffectsAsReactDoes() {
  const channel = new MessageChannel()
  let queued: (() => void)[] = []
  const flush = () => {
    const callbacks = queued
    queued = []
    for (const callback of callbacks) callback()
  }
  // A render in answer to input is committed in a microtask while the browser still dispatches
  // the event (window.event); its effects, and the renders they cause, follow in the same task.
  const inInput = () => !!window.event && DISCRETE_EVENTS.has(window.event.type)
  channel.port1.onmessage = flush
  options.requestAnimationFrame = (callback) => {
    const first = queued.push(callback) === 1
    if (inInput()) queueMicrotask(flush)
    else if (first) channel.port2.postMessage(null)
  }
  // Preact asks for its effects to be run only when it had none waiting. Effects of a render in
  // answer to input that come while those of an earlier render still wait for their task would
  // wait with them: a confirmation dialog opened by a key press in that moment was drawn after
  // the frame in which zag looks for it, and got no focus (e2e/account-journey.spec.ts).
  options.debounceRendering = (render) =>
    queueMicrotask(() => {
      render()
      if (queued.length > 0 && inInput()) flush()
    })
}
