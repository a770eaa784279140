import type { MarkdownSectionBlock } from '@/payload-types'

export const samples = {
  withLink: {
    blockType: 'markdownSection',
    title: 'Why social-emotional learning matters',
    icon: 'heart-handshake',
    text: `Students who can name their feelings, calm down when upset and work through a disagreement are
students who are ready to learn. Our lessons give educators a shared language for those skills, from the
first day of preschool to the last year of high school.

- **Short, predictable lessons** that fit into a morning meeting or advisory period
- **Practice beyond the lesson**, with daily activities and family take-homes
- **Research-based**: each unit is built on what "works" in real classrooms

| Grade band | Lessons per year | Minutes per lesson |
|---|---|---|
| Early Learning | 28 | 5–7 |
| Kindergarten–Grade 5 | 22–25 | 20–40 |
| Middle school | 26 | 25 |`,
    alignment: 'left',
    width: 'full',
    lineHeight: 'normal',
    linkText: 'See the research',
    linkUrl: '#research',
    divider: false,
    backgroundColor: 'none',
  },
  anchored: {
    blockType: 'markdownSection',
    title: 'The research behind the program',
    text: `Independent studies have found that schools using a consistent SEL program see fewer discipline
referrals and stronger connections between students and staff. Our curriculum team reviews every lesson with
classroom teachers before it is published.`,
    alignment: 'center',
    width: 'narrow',
    lineHeight: 'relaxed',
    backgroundColor: 'gray',
    anchorLink: 'research',
    divider: false,
  },
} satisfies Record<string, Omit<MarkdownSectionBlock, 'id'>>
