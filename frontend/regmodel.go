package frontend

// The registration model of a C program: what BSPlib's bsp_push_reg,
// bsp_pop_reg and the puts and gets that need them do, for the
// registration-safety check (package regsafe). The .bsp language needs no
// registration (every variable is registered), so the C front end
// (frontend/llvm) describes a C program's registrations beside its
// translation: a second translation of the same program, Prog, with one
// marker statement where each event happens (a skip, or a cost statement
// whose terms hold the event's expressions, so that the alignment
// analysis of Prog evaluates them), and the event of each marker. A sync
// statement of Prog not just after a RegSync marker is not a call of
// bsp_sync (the syncs of a cost contract, which bound a library call's
// supersteps: the call may or may not synchronise).

// RegKind is the kind of a registration event.
type RegKind int

// The registration events.
const (
	RegPush   RegKind = iota // bsp_push_reg(Area, Size)
	RegPop                   // bsp_pop_reg(Area)
	RegPut                   // bsp_put, bsp_hpput: Area is the remote destination
	RegGet                   // bsp_get, bsp_hpget: Area is the remote source
	RegChoose                // the pointer Choice, chosen by ?:, is Area on this path
	RegOpaque                // a call of Call, whose code is not among the inputs, with pointer arguments Args
	RegSync                  // bsp_sync: the sync statement that follows is a barrier of BSPlib's
	RegEnd                   // the run ends here (abort, exit, bsp_abort on every path on)
)

// RegArea is an address that a registration event names.
type RegArea struct {
	// Null: the null pointer (BSPlib registers NULL on processes that
	// take no part).
	Null bool
	// Unknown is why the front end could not follow the address (not
	// empty: an address the check cannot compare with others).
	Unknown string
	// Object numbers the C object (a variable, an array, a malloc'd
	// block) the address is in, from 1; Name is its C name.
	Object int
	Name   string
	// Index is the element of an array the address points to (nil: its
	// start), an expression of Prog.
	Index Expr
	// Alts are the objects of a pointer into several arrays: the one
	// whose AltIDs entry equals Which (an expression of Prog) is meant.
	Alts   []RegArea
	AltIDs []int64
	Which  Expr
	// Choice > 0: the pointer chosen by ?: that RegChoose events set.
	Choice int
	// Outer: the object exists before the SPMD function runs (a global,
	// an array argument), so that its caller may have registered it.
	Outer bool
}

// RegEvent is one registration event of the program.
type RegEvent struct {
	Kind RegKind
	Pos  Pos
	// Call is the C function called (bsp_hpput), for messages.
	Call string
	Area RegArea
	// Size is a push's extent in bytes; Proc, Offset and Bytes are a put's
	// or get's remote process, byte offset into Area and bytes moved.
	// Expressions of Prog; nil when the front end could not translate
	// them.
	Size, Proc, Offset, Bytes Expr
	// Choice is the pointer a RegChoose event sets.
	Choice int
	// Args are the areas a RegOpaque call is passed (it may register
	// them: the check does not then report their misuse as certain).
	Args []RegArea
}

// RegModel is a C program's registration model (see above).
type RegModel struct {
	// Prog is the program with the markers, a checked program.
	Prog *Program
	// Events gives the event of each marker statement of Prog.
	Events map[Stmt]*RegEvent
	// Begins: the SPMD function calls bsp_begin, so that no registration
	// exists when it starts (otherwise its caller may have made some).
	Begins bool
	// Entry is the SPMD function's C name.
	Entry string
	// Unfollowed is why the front end could not build the model (empty
	// when Prog is set).
	Unfollowed string
}
