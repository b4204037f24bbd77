import { describe, expect, it } from 'vitest'
import { Slots } from './slots.ts'

describe('slots', () => {
  it('runs at most their number of pieces of work at once, the others in turn', async () => {
    const slots = new Slots(2)
    let running = 0
    let most = 0
    const order: number[] = []
    const work = (i: number) =>
      slots.run(async () => {
        running += 1
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 5))
        order.push(i)
        running -= 1
        if (i === 2) throw new Error('a failure frees its slot too')
        return i
      })
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(work))
    expect(most).toBe(2)
    expect(order).toEqual([0, 1, 2, 3, 4])
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ])
    expect(await slots.run(async () => 'free again')).toBe('free again')
  })
})
