import type { ComponentType, SVGProps } from 'react'
import {
  BookOpen,
  Calendar,
  Check,
  CircleHelp,
  FileText,
  GraduationCap,
  HeartHandshake,
  Info,
  KeyRound,
  LifeBuoy,
  Lightbulb,
  Mail,
  Play,
  School,
  ShieldCheck,
  Star,
  TriangleAlert,
  UserPlus,
  Users,
  X,
} from 'lucide-react'

import type { IconName } from '@/lib/icons'

type SvgIconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number }

/**
 * A brand mark drawn in the same outline style as the other icons (24-unit grid, 2-unit stroke in the text colour):
 * the icon library has no brand logos.
 */
function brandIcon(paths: string[]): ComponentType<SvgIconProps> {
  function BrandIcon({ size = 24, ...rest }: SvgIconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    )
  }
  return BrandIcon
}

const icons: Record<IconName, ComponentType<SvgIconProps>> = {
  'book-open': BookOpen,
  'graduation-cap': GraduationCap,
  'heart-handshake': HeartHandshake,
  users: Users,
  school: School,
  'shield-check': ShieldCheck,
  check: Check,
  x: X,
  lightbulb: Lightbulb,
  'key-round': KeyRound,
  star: Star,
  play: Play,
  calendar: Calendar,
  mail: Mail,
  info: Info,
  'triangle-alert': TriangleAlert,
  'file-text': FileText,
  facebook: brandIcon(['M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z']),
  instagram: brandIcon(['M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z', 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z', 'M17.5 6.5h.01']),
  linkedin: brandIcon(['M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z', 'M2 9h4v12H2z', 'M4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4z']),
  'x-logo': brandIcon(['M4 4l11.733 16h4.267l-11.733-16z', 'M4 20l6.768-6.768m2.46-2.46L20 4']),
  youtube: brandIcon([
    'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17',
    'm10 15 5-3-5-3z',
  ]),
  pinterest: brandIcon(['M8 20l4-9', 'M10.7 14c.437 1.263 1.43 2 2.55 2 2.071 0 3.75-1.554 3.75-4a5 5 0 1 0-9.7 1.7', 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0']),
  'user-plus': UserPlus,
  'life-buoy': LifeBuoy,
  'circle-help': CircleHelp,
}

/** Inline SVG icon; decorative unless given a label. */
export function Icon({ name, size = 32, label, className }: { name: IconName; size?: number; label?: string; className?: string }) {
  const Svg = icons[name]
  if (!Svg) return null
  return label ? (
    <Svg size={size} className={className} role="img" aria-label={label} focusable="false" />
  ) : (
    <Svg size={size} className={className} aria-hidden="true" focusable="false" />
  )
}
