export default function MembersPage() { return null; } // Placeholder: the staff pages' helper replaces it.
