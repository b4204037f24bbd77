import type { AppContext, TagHandlers } from '../context.ts'
import {
  createApp,
  deleteApp,
  getApp,
  listApps,
  putAppBack,
  takeAppOffline,
  updateApp,
} from '../services/apps.ts'
import { ownImage, removeScreenshot, uploadImage } from '../services/app-images.ts'
import {
  releaseVersion,
  submitVersion,
  versionPackage,
  withdrawVersion,
} from '../services/app-releases.ts'
import { uploadVersion } from '../services/app-uploads.ts'
import { detailToApi, imageToApi, listItemToApi, versionToApi } from './app-models.ts'

/** The open platform's operations for developers: their apps, versions and images. */
export function appsHandlers(ctx: AppContext): TagHandlers<'apps'> {
  const versionAnswer = ({
    version,
    events,
    distributions,
  }: Awaited<ReturnType<typeof submitVersion>>) => versionToApi(version, events, distributions)
  return {
    async listApps({ body, session }) {
      const { account } = await session()
      const page = await listApps(ctx, account, body)
      return { ...page, list: page.list.map(listItemToApi), ...body }
    },
    async createApp({ body: { packageName, ...info }, session }) {
      const { account } = await session()
      return detailToApi(await createApp(ctx, account, packageName, info))
    },
    async getApp({ body, session }) {
      const { account } = await session()
      return detailToApi(await getApp(ctx, account, body.id))
    },
    async updateApp({ body: { id, ...info }, session }) {
      const { account } = await session()
      return detailToApi(await updateApp(ctx, account, id, info))
    },
    async deleteApp({ body, session }) {
      const { account } = await session()
      await deleteApp(ctx, account, body.id)
      return null
    },
    async uploadVersion({ body, session }) {
      const { account } = await session()
      return versionAnswer(
        await uploadVersion(ctx, account, body.appId, body.package, body.releaseNotes),
      )
    },
    async submitVersion({ body, session }) {
      const { account } = await session()
      return versionAnswer(await submitVersion(ctx, account, body.id))
    },
    async withdrawVersion({ body, session }) {
      const { account } = await session()
      return versionAnswer(await withdrawVersion(ctx, account, body.id))
    },
    async releaseVersion({ body, session }) {
      const { account } = await session()
      return versionAnswer(await releaseVersion(ctx, account, body.id))
    },
    async takeAppOffline({ body, session }) {
      const { account } = await session()
      return detailToApi(await takeAppOffline(ctx, account, body.id))
    },
    async putAppBack({ body, session }) {
      const { account } = await session()
      return detailToApi(await putAppBack(ctx, account, body.id))
    },
    async uploadIcon({ body, session }) {
      const { account } = await session()
      return imageToApi(await uploadImage(ctx, account, body.appId, 'icon', body.file))
    },
    async addScreenshot({ body, session }) {
      const { account } = await session()
      return imageToApi(await uploadImage(ctx, account, body.appId, 'screenshot', body.file))
    },
    async removeScreenshot({ body, session }) {
      const { account } = await session()
      await removeScreenshot(ctx, account, body.id)
      return null
    },
    async downloadVersionPackage({ body, session }) {
      const { account } = await session()
      return versionPackage(ctx, account, body.id)
    },
    async appImage({ body, session }) {
      const { account } = await session()
      return ownImage(ctx, account, body.id)
    },
  }
}
