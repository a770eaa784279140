import { ContentChecks as ContentChecks_6e322bca7fb609ae1abd1eb5a271be3c } from '../../../cms/content-checks/ContentChecks'
import { ViewOnSite as ViewOnSite_fe182377efab4b5d3a6e1fe4f34cdaa1 } from '../../../cms/components/ViewOnSite'
import { LiveAddressCell as LiveAddressCell_2ff5cf05ec758bfef186d11f7ca5fa87 } from '../../../cms/components/LiveAddressCell'
import { NavigationUsage as NavigationUsage_5acb4270ba0a0cf56be811e2170f5f58 } from '../../../cms/components/NavigationUsage'
import { FieldWarning as FieldWarning_93b70ba2b9aeae4dfa98116eaf04acdd } from '../../../cms/content-checks/FieldWarning'
import { PublishButton as PublishButton_b35bb2452d108af5c6c85010d4c801a7 } from '../../../cms/components/PublishButton'
import { InviteEditor as InviteEditor_5c28558ce09245b364aaff8318aca8ee } from '@/components/admin/InviteEditor'
import { ExportLink as ExportLink_69e46570779f44d686cb76a1be199329 } from '@/features/leads/admin/ExportLink'
import { EraseContact as EraseContact_b288e4042db3a5d6426df99cab549423 } from '@/features/leads/admin/EraseContact'
import { UnclaimedStates as UnclaimedStates_8f9568252e1aa14b1f74a6264ed22d23 } from '@/features/territories/admin/UnclaimedStates'
import { TermRowLabel as TermRowLabel_1901adcdc1e36156c896605fde1493eb } from '../../../features/prices/admin/PriceRowLabels'
import { BandRowLabel as BandRowLabel_1901adcdc1e36156c896605fde1493eb } from '../../../features/prices/admin/PriceRowLabels'
import { BlockRowLabel as BlockRowLabel_57dadf28c552ee546cb74cdd65af1a10 } from '../../../cms/components/BlockRowLabel'
import { CardRowLabel as CardRowLabel_a671b815aec84d66fc27c31c5eb566f1 } from '../../../cms/components/CardRowLabel'
import { EditorOverview as EditorOverview_e381c6d31a67cab19a0b1aa426e9ba82 } from '../../../cms/components/EditorOverview'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/content-checks/ContentChecks#ContentChecks": ContentChecks_6e322bca7fb609ae1abd1eb5a271be3c,
  "/cms/components/ViewOnSite#ViewOnSite": ViewOnSite_fe182377efab4b5d3a6e1fe4f34cdaa1,
  "/cms/components/LiveAddressCell#LiveAddressCell": LiveAddressCell_2ff5cf05ec758bfef186d11f7ca5fa87,
  "/cms/components/NavigationUsage#NavigationUsage": NavigationUsage_5acb4270ba0a0cf56be811e2170f5f58,
  "/cms/content-checks/FieldWarning#FieldWarning": FieldWarning_93b70ba2b9aeae4dfa98116eaf04acdd,
  "/cms/components/PublishButton#PublishButton": PublishButton_b35bb2452d108af5c6c85010d4c801a7,
  "@/components/admin/InviteEditor#InviteEditor": InviteEditor_5c28558ce09245b364aaff8318aca8ee,
  "@/features/leads/admin/ExportLink#ExportLink": ExportLink_69e46570779f44d686cb76a1be199329,
  "@/features/leads/admin/EraseContact#EraseContact": EraseContact_b288e4042db3a5d6426df99cab549423,
  "@/features/territories/admin/UnclaimedStates#UnclaimedStates": UnclaimedStates_8f9568252e1aa14b1f74a6264ed22d23,
  "/features/prices/admin/PriceRowLabels#TermRowLabel": TermRowLabel_1901adcdc1e36156c896605fde1493eb,
  "/features/prices/admin/PriceRowLabels#BandRowLabel": BandRowLabel_1901adcdc1e36156c896605fde1493eb,
  "/cms/components/BlockRowLabel#BlockRowLabel": BlockRowLabel_57dadf28c552ee546cb74cdd65af1a10,
  "/cms/components/CardRowLabel#CardRowLabel": CardRowLabel_a671b815aec84d66fc27c31c5eb566f1,
  "/cms/components/EditorOverview#EditorOverview": EditorOverview_e381c6d31a67cab19a0b1aa426e9ba82,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
