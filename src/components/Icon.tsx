import {
  BookOpen,
  Calendar,
  GraduationCap,
  HeartHandshake,
  KeyRound,
  Lightbulb,
  Mail,
  Play,
  School,
  ShieldCheck,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react'

import type { IconName } from '@/lib/icons'

const icons: Record<IconName, LucideIcon> = {
  'book-open': BookOpen,
  'graduation-cap': GraduationCap,
  'heart-handshake': HeartHandshake,
  users: Users,
  school: School,
  'shield-check': ShieldCheck,
  lightbulb: Lightbulb,
  'key-round': KeyRound,
  star: Star,
  play: Play,
  calendar: Calendar,
  mail: Mail,
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
