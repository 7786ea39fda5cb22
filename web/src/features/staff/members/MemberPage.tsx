export default function MemberPage() { return null; } // Placeholder: the staff pages' helper replaces it.
