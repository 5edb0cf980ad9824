import ListFixKit

/// How the C allocator hands out the big arrays of a big file (its bytes, tokens, bracket tree).
package enum Allocator {
    /// Blocks of 4 MB and more are mapped on their own and handed back to the system when freed.
    /// By default glibc raises that threshold each time such a block is freed, up to 32 MB, so a
    /// big file's second and later arrays came from the heap and stayed resident after they were
    /// freed: a 24 MB file's `fix` peaked 15 MB higher. Small blocks (most files) are unaffected.
    ///
    /// Freed memory at the top of the heap is kept up to 16 MB instead of glibc's default 128 KB
    /// (fixed once the threshold above is set): each file's arrays were handed back to the system
    /// and faulted in again for the next file, which made page faults and `brk` a sixth of a
    /// run's processor time on many small files. Peak memory is unchanged: the kept pages are
    /// those the next file reuses.
    package static func returnLargeBlocks() {
        #if os(Linux)
        _ = glibcMallopt(-3 /* M_MMAP_THRESHOLD */, 4 << 20)
        _ = glibcMallopt(-1 /* M_TRIM_THRESHOLD */, 16 << 20)
        #endif
    }

    /// Hands back to the system the free pages inside the heap, not only at its top: called
    /// between the phases of a run. After a big file's first pass, tens of megabytes lie freed
    /// in small pieces in one thread's heap, and whether the next phase reused them decided
    /// whether its peak came out 25 MB higher.
    static func releaseFreeMemory() {
        #if os(Linux)
        _ = glibcMallocTrim(0)
        #endif
    }
}

#if os(Linux)
// <malloc.h> is not part of the Glibc module; `mallopt` takes two ints.
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
@_silgen_name("malloc_trim")
private func glibcMallocTrim(_ pad: Int) -> Int32
#endif
