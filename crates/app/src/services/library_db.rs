//! The game library in IndexedDB: every game kept, as two records under its id, its summary
//! (what the games list reads, small) and its saved form (read when the game is opened); and
//! beside the games, the training kept (the puzzle rating and history, the mistakes deck).
//!
//! Version 2 added the training store. A tab still holding an older version closes it when
//! another tab upgrades (and says so); a tab whose upgrade waits on such a tab says that too.

use crate::state::library::{self, GameSummary, LibraryGame};
use crate::state::translate::{tr, tr_with};
use crate::state::GameState;
use idb::{Database, DatabaseEvent, Factory, ObjectStoreParams, TransactionMode};
use wasm_bindgen::JsValue;

const DATABASE: &str = "chess-app";
const VERSION: u32 = 2;
const SUMMARIES: &str = "summaries";
const GAMES: &str = "games";
const TRAINING: &str = "training";
/// The training store's keys.
pub const PUZZLE_PROGRESS: &str = "puzzle-progress";
/// The mistakes deck's key.
pub const MISTAKES: &str = "mistakes";
/// How many summaries are read between two pauses.
const SUMMARIES_PER_SLICE: usize = 1_000;

/// Why the library could not be read or written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryError(pub String);

impl std::fmt::Display for LibraryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let reason = self.0.to_string();
        f.write_str(&tr_with(
            "library-unavailable",
            &[("reason", reason.into())],
        ))
    }
}

impl From<idb::Error> for LibraryError {
    fn from(error: idb::Error) -> LibraryError {
        LibraryError(error.to_string())
    }
}

/// The library once opened: the database, or why there is none.
pub type LibraryHandle = Option<Result<Library, String>>;

/// Keeps `state` as the game `id`, in the background, when the library is open and the game is
/// worth keeping. The state is the one passed, never read later: a reducer's handle reads the
/// state of the latest dispatch, which may already be another game's.
pub fn keep_now(library: &LibraryHandle, id: &str, state: &GameState) {
    let Some(Ok(library)) = library.clone() else {
        return;
    };
    if !library::worth_keeping(state) {
        return;
    }
    let today = crate::services::browser::today();
    let record = library::record(id, state, js_sys::Date::now(), &today);
    wasm_bindgen_futures::spawn_local(async move {
        let _ = library.put_all(&[record]).await;
    });
}

/// The open library.
#[derive(Clone)]
pub struct Library {
    database: std::rc::Rc<Database>,
}

impl PartialEq for Library {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.database, &other.database)
    }
}

impl Library {
    /// Opens the library (creating it the first time, adding what a version lacks); `tell`
    /// says what the player should know (an upgrade waiting on another tab, or this tab's
    /// copy closed by another's upgrade).
    ///
    /// # Errors
    /// IndexedDB missing, disabled or refused.
    pub async fn open(tell: std::rc::Rc<dyn Fn(String)>) -> Result<Library, LibraryError> {
        let factory = Factory::new()?;
        let mut request = factory.open(DATABASE, Some(VERSION))?;
        request.on_upgrade_needed(|event| {
            if let Ok(database) = event.database() {
                let existing = database.store_names();
                for store in [SUMMARIES, GAMES, TRAINING] {
                    if !existing.iter().any(|name| name == store) {
                        let _ = database.create_object_store(store, ObjectStoreParams::new());
                    }
                }
            }
        });
        let blocked = tell.clone();
        request.on_blocked(move |_| blocked(tr("library-upgrade-blocked")));
        let mut database = request.await?;
        database.on_version_change(move |event| {
            // Another tab opens a newer version: this one steps aside rather than block it.
            if let Some(Ok(database)) = event.target().map(Database::try_from) {
                database.close();
            }
            tell(tr("library-updated-elsewhere"));
        });
        Ok(Library {
            database: std::rc::Rc::new(database),
        })
    }

    /// Keeps games (new or changed), all in one transaction.
    ///
    /// # Errors
    /// The write failed (the storage is full, or the database went away): none was kept.
    pub async fn put_all(&self, games: &[LibraryGame]) -> Result<(), LibraryError> {
        let transaction = self
            .database
            .transaction(&[SUMMARIES, GAMES], TransactionMode::ReadWrite)?;
        let summaries = transaction.object_store(SUMMARIES)?;
        let saved = transaction.object_store(GAMES)?;
        for game in games {
            let key = JsValue::from_str(&game.summary.id);
            let summary = game.summary.to_json();
            summaries.put(&JsValue::from_str(&summary), Some(&key))?;
            saved.put(&JsValue::from_str(&game.saved), Some(&key))?;
        }
        let result = transaction.commit()?.await?;
        if result.is_committed() {
            Ok(())
        } else {
            Err(LibraryError("the write was not completed".to_string()))
        }
    }

    /// Rewrites games' summaries only (their saved games untouched: a tab playing one may be
    /// keeping it meanwhile).
    ///
    /// # Errors
    /// The write failed: none was rewritten.
    pub async fn put_summaries(&self, summaries: &[GameSummary]) -> Result<(), LibraryError> {
        let transaction = self
            .database
            .transaction(&[SUMMARIES], TransactionMode::ReadWrite)?;
        let store = transaction.object_store(SUMMARIES)?;
        for summary in summaries {
            let key = JsValue::from_str(&summary.id);
            store.put(&JsValue::from_str(&summary.to_json()), Some(&key))?;
        }
        let result = transaction.commit()?.await?;
        if result.is_committed() {
            Ok(())
        } else {
            Err(LibraryError("the write was not completed".to_string()))
        }
    }

    /// Every game's summary (in no order).
    ///
    /// # Errors
    /// The read failed.
    pub async fn summaries(&self) -> Result<Vec<GameSummary>, LibraryError> {
        let transaction = self
            .database
            .transaction(&[SUMMARIES], TransactionMode::ReadOnly)?;
        let values = transaction
            .object_store(SUMMARIES)?
            .get_all(None, None)?
            .await?;
        // Read in slices with a pause between them: ten thousand games' summaries in one go
        // would hold the page for a tenth of a second.
        let mut summaries = Vec::with_capacity(values.len());
        for slice in values.chunks(SUMMARIES_PER_SLICE) {
            summaries.extend(
                slice
                    .iter()
                    .filter_map(|v| v.as_string())
                    .filter_map(|json| GameSummary::from_json(&json)),
            );
            gloo::timers::future::TimeoutFuture::new(0).await;
        }
        Ok(summaries)
    }

    /// A game's saved form.
    ///
    /// # Errors
    /// The read failed.
    pub async fn saved(&self, id: &str) -> Result<Option<String>, LibraryError> {
        let transaction = self
            .database
            .transaction(&[GAMES], TransactionMode::ReadOnly)?;
        let value = transaction
            .object_store(GAMES)?
            .get(JsValue::from_str(id))?
            .await?;
        Ok(value.and_then(|v| v.as_string()))
    }

    /// A training record (`None` if there is none yet).
    ///
    /// # Errors
    /// The read failed.
    pub async fn training(&self, key: &str) -> Result<Option<String>, LibraryError> {
        let transaction = self
            .database
            .transaction(&[TRAINING], TransactionMode::ReadOnly)?;
        let value = transaction
            .object_store(TRAINING)?
            .get(JsValue::from_str(key))?
            .await?;
        Ok(value.and_then(|v| v.as_string()))
    }

    /// Keeps a training record.
    ///
    /// # Errors
    /// The write failed (the storage is full): the record is as it was.
    pub async fn put_training(&self, key: &str, json: &str) -> Result<(), LibraryError> {
        let transaction = self
            .database
            .transaction(&[TRAINING], TransactionMode::ReadWrite)?;
        transaction
            .object_store(TRAINING)?
            .put(&JsValue::from_str(json), Some(&JsValue::from_str(key)))?;
        let result = transaction.commit()?.await?;
        if result.is_committed() {
            Ok(())
        } else {
            Err(LibraryError("the write was not completed".to_string()))
        }
    }

    /// Several games' saved forms, in one transaction (the requests all issued at once).
    ///
    /// # Errors
    /// The read failed.
    pub async fn saved_many(&self, ids: &[&str]) -> Result<Vec<Option<String>>, LibraryError> {
        let transaction = self
            .database
            .transaction(&[GAMES], TransactionMode::ReadOnly)?;
        let store = transaction.object_store(GAMES)?;
        let requests = ids
            .iter()
            .map(|id| store.get(JsValue::from_str(id)))
            .collect::<Result<Vec<_>, _>>()?;
        let mut texts = Vec::with_capacity(requests.len());
        for request in requests {
            texts.push(request.await?.and_then(|v| v.as_string()));
        }
        Ok(texts)
    }

    /// Removes a game.
    ///
    /// # Errors
    /// The write failed.
    pub async fn delete(&self, id: &str) -> Result<(), LibraryError> {
        let transaction = self
            .database
            .transaction(&[SUMMARIES, GAMES], TransactionMode::ReadWrite)?;
        for store in [SUMMARIES, GAMES] {
            transaction
                .object_store(store)?
                .delete(JsValue::from_str(id))?;
        }
        transaction.commit()?.await?;
        Ok(())
    }
}
