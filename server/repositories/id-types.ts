import type { CatalogueLanguage } from '../../generated/error-catalogue.ts'
import type { Db } from '../db/database.ts'

interface IdTypeRow {
  code: string
  name_zh: string
  name_en: string
}

/** Reference data: read once, kept for the life of the process. */
export class IdTypes {
  private rows: IdTypeRow[] | undefined
  private readonly db: Db
  constructor(db: Db) {
    this.db = db
  }

  private async load() {
    this.rows ??= await this.db.query<IdTypeRow>(
      'select code, name_zh, name_en from id_types order by sort',
    )
    return this.rows
  }

  async list(lang: CatalogueLanguage) {
    return (await this.load()).map((r) => ({
      code: r.code,
      name: lang === 'en' ? r.name_en : r.name_zh,
    }))
  }

  async has(code: string) {
    return (await this.load()).some((r) => r.code === code)
  }
}
