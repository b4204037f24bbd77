/**
 * At most `size` pieces of work at once; the others wait their turn, first come first served.
 * (An upload is read into memory and checked in a slot: memory is bounded by the slots, not by
 * how many arrive at once.)
 */
export class Slots {
  readonly size: number
  private busy = 0
  private readonly waiting: (() => void)[] = []
  constructor(size: number) {
    this.size = size
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy < this.size) this.busy += 1
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await work()
    } finally {
      // The slot goes to the next in line, or is freed.
      const next = this.waiting.shift()
      if (next) next()
      else this.busy -= 1
    }
  }
}
